export { Icon, type IconProps } from './Icon';
export { type IconName, iconNames } from './paths';
