import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import VariantPlayground from '@/tools/variantPlayground/VariantPlayground';

export default function CardPlayground() {
  return (
    <VariantPlayground
      component={Card}
      componentName="Card"
      importPath="@mui/joy/Card"
      extraImports={["import Typography from '@mui/joy/Typography';"]}
      variant={{ options: ['outlined', 'soft', 'solid', 'plain'], defaultValue: 'outlined' }}
      color={{
        options: ['neutral', 'primary', 'danger', 'success', 'warning'],
        defaultValue: 'neutral',
      }}
      size={{ options: ['sm', 'md', 'lg'], defaultValue: 'md' }}
      booleans={[{ name: 'invertedColors' }]}
      fixedProps={{ sx: { width: 260 } }}
      childrenCode={
        '<Typography level="title-md">Team plan</Typography>\n<Typography level="body-sm">Up to 20 members, 1 TB storage.</Typography>'
      }
    >
      <Typography level="title-md">Team plan</Typography>
      <Typography level="body-sm">Up to 20 members, 1 TB storage.</Typography>
    </VariantPlayground>
  );
}
