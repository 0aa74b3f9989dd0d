import { styled } from '@mui/material/styles';

// A plain <dl> styled with the theme's type scale, without any Typography component.
const Term = styled('dt')(({ theme }) => ({
  ...theme.typography.overline,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Definition = styled('dd')(({ theme }) => ({
  ...theme.typography.h5,
  margin: 0,
  marginBlockEnd: theme.spacing(2),
}));

export default function TypographyThemeKeys() {
  return (
    <dl style={{ margin: 0 }}>
      <Term>Orders this week</Term>
      <Definition>1,284</Definition>
      <Term>Average basket</Term>
      <Definition>€42.90</Definition>
    </dl>
  );
}
