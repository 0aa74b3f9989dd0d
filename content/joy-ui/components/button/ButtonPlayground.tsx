import Button from '@mui/joy/Button';
import VariantPlayground from '@/tools/variantPlayground/VariantPlayground';

export default function ButtonPlayground() {
  return (
    <VariantPlayground
      component={Button}
      componentName="Button"
      importPath="@mui/joy/Button"
      variant={{ options: ['solid', 'soft', 'outlined', 'plain'], defaultValue: 'solid' }}
      color={{
        options: ['primary', 'neutral', 'danger', 'success', 'warning'],
        defaultValue: 'primary',
      }}
      size={{ options: ['sm', 'md', 'lg'], defaultValue: 'md' }}
      booleans={[{ name: 'disabled' }, { name: 'loading' }, { name: 'fullWidth' }]}
      childrenCode="Save changes"
    >
      Save changes
    </VariantPlayground>
  );
}
