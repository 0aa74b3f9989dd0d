import Chip from '@mui/joy/Chip';
import VariantPlayground from '@/tools/variantPlayground/VariantPlayground';

export default function ChipPlayground() {
  return (
    <VariantPlayground
      component={Chip}
      componentName="Chip"
      importPath="@mui/joy/Chip"
      variant={{ options: ['soft', 'solid', 'outlined', 'plain'], defaultValue: 'soft' }}
      color={{
        options: ['neutral', 'primary', 'danger', 'success', 'warning'],
        defaultValue: 'neutral',
      }}
      size={{ options: ['sm', 'md', 'lg'], defaultValue: 'md' }}
      booleans={[{ name: 'disabled' }]}
      childrenCode="In stock"
    >
      In stock
    </VariantPlayground>
  );
}
