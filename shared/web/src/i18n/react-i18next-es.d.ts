// react-i18next's ES build under the name react-i18next-subset.ts imports it by (a webpack alias).
declare module 'react-i18next-es' {
  export * from 'react-i18next';
}
