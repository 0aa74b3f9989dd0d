export { default } from '@/tools/paletteTool/PaletteTool';
