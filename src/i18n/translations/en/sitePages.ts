import type { Dictionary } from '../../translate';

/** The site's own pages outside the products: the error decoder and the versions page. */
const sitePages: Dictionary = {
  productionError: {
    title: 'Production error decoder',
    description:
      'Production builds of Material UI, Joy UI, Base UI and MUI System replace their error messages with a code. This page turns the code back into the full message.',
    intro:
      'A production build throws "Minified MUI error #N" with a link to this page; the link carries the code and the values the message needs. The full messages come from the installed packages this site documents.',
    yourError: 'Your error',
    noCode:
      'Open this page from the link in the error message to see it decoded, or find its number in the table below.',
    decoded: 'Error #{code}',
    thrownBy: 'Thrown by',
    meanings:
      'This code means different things in different versions: the one you met depends on the package that threw it.',
    missingArgs:
      'The address carries fewer values than the message has places for: each unfilled place shows as %s.',
    extraArgs: 'The address carries more values than the message uses; the extra ones are ignored.',
    unknown:
      'No error #{code} is thrown by the package versions this site documents. It may come from another version: check the versions page.',
    invalid:
      'This address does not hold a valid error code ({reason}). A decoder link looks like /production-error/?code=12&args[]=value.',
    allCodes: 'All error codes',
    tableCaption: 'Every minified error of the documented packages, by code.',
    code: 'Code',
    message: 'Message',
    packages: 'Packages',
  },
  versions: {
    title: 'Versions',
    description:
      'The version of each library these docs describe, read from the installed packages, with links to the changelogs and to the documentation of older versions.',
    intro:
      'Every page, demo and API table of this site is written for, and checked against, exactly these versions.',
    product: 'Product',
    package: 'Package',
    version: 'Version',
    released: 'Released',
    links: 'Links',
    changelog: 'Changelog',
    unknownDate: 'not in its changelog',
    olderDocs: 'Docs for {version}',
    caption: 'The documented packages and their installed versions.',
  },
};
export default sitePages;
