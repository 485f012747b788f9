/** The flag image of a country (20×15 px, drawn at twice that), served by our own server (the Content-Security-Policy allows only self). */
export const flagUrl = (code: string): string => `/flags/${code.toLowerCase()}.png`;
