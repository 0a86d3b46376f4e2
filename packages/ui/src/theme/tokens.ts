/** The shape every theme fills in. Components never see these values, only `vars`. */
export interface ThemeTokens {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    textOnAccent: string;
    accent: string;
    accentHover: string;
    accentSoft: string;
    focusRing: string;
    info: string;
    infoSoft: string;
    critical: string;
    criticalHover: string;
    criticalSoft: string;
    positive: string;
    positiveSoft: string;
    caution: string;
    cautionSoft: string;
    overlay: string;
  };
  font: { body: string; mono: string };
  fontSize: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    display: string;
  };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  radius: { sm: string; md: string; lg: string; full: string };
  shadow: { sm: string; md: string; lg: string };
  motion: { fast: string; normal: string; slow: string; easing: string };
  zIndex: {
    sticky: string;
    dropdown: string;
    overlay: string;
    modal: string;
    toast: string;
    tooltip: string;
  };
}
