export { defineCopy, type Catalogue, type Messages } from './catalogue';
export {
  contentLang,
  localeQuery,
  requestLocale,
  useContentLang,
  useCopy,
  useLocale,
  useLocalizedPath,
  type Localized,
} from './locale';
export { formatsFor, useFormats, type Formats } from './format';
