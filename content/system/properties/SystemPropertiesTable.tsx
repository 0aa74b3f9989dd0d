export { default } from '@/tools/systemProperties/SystemProperties';
