export { default } from '@/tools/themeBuilder/ThemeBuilder';
