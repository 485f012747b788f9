/** The flag image of a country, served by our own server (the Content-Security-Policy allows only self). */
export const flagUrl = (code: string): string => `/flags/${code.toLowerCase()}.svg`;
