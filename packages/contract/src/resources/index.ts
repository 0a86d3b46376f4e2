export * from './actions';
export * from './defineResource';
export * from './definitionParts';
export * from './format';
export * from './importable';
export * from './registry';
export * from './validation';
export * from './wire';
