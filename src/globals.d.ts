declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.sql' {
  const text: string;
  export default text;
}
// A .txt import is the file's URL in the browser bundle (file loader), or its text when imported
// `with { type: 'text' }` (the server bundle).
declare module '*.txt' {
  const value: string;
  export default value;
}
