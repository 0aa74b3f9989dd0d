import Input from '@mui/joy/Input';
import VariantPlayground from '@/tools/variantPlayground/VariantPlayground';

export default function InputPlayground() {
  return (
    <VariantPlayground
      component={Input}
      componentName="Input"
      importPath="@mui/joy/Input"
      variant={{ options: ['outlined', 'soft', 'solid', 'plain'], defaultValue: 'outlined' }}
      color={{
        options: ['neutral', 'primary', 'danger', 'success', 'warning'],
        defaultValue: 'neutral',
      }}
      size={{ options: ['sm', 'md', 'lg'], defaultValue: 'md' }}
      booleans={[{ name: 'disabled' }, { name: 'error' }, { name: 'fullWidth' }]}
      fixedProps={{ placeholder: 'City or postcode', 'aria-label': 'City or postcode' }}
      codeProps={{ placeholder: 'City or postcode', 'aria-label': 'City or postcode' }}
    />
  );
}
