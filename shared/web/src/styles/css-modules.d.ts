// Type of a CSS Module import (`import styles from './x.module.scss'`). Each app lists this file in
// its tsconfig "include".
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
