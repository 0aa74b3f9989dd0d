export { default } from '@/tools/themeViewer/MaterialDefaultTheme';
