import Alert from '@mui/joy/Alert';
import VariantPlayground from '@/tools/variantPlayground/VariantPlayground';

export default function AlertPlayground() {
  return (
    <VariantPlayground
      component={Alert}
      componentName="Alert"
      importPath="@mui/joy/Alert"
      variant={{ options: ['soft', 'solid', 'outlined', 'plain'], defaultValue: 'soft' }}
      color={{
        options: ['neutral', 'primary', 'danger', 'success', 'warning'],
        defaultValue: 'neutral',
      }}
      size={{ options: ['sm', 'md', 'lg'], defaultValue: 'md' }}
      fixedProps={{ role: 'status' }}
      codeProps={{ role: 'status' }}
      childrenCode="Your changes were saved."
    >
      Your changes were saved.
    </VariantPlayground>
  );
}
