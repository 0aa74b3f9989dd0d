export { default } from '@/tools/iconBrowser/IconBrowser';
