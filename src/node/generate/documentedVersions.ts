/**
 * The versions the site documents, read from the installed packages: each listed product's package,
 * its version, the release date its own changelog gives, and where its changelog and older docs are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_PRODUCTS, type VersionEntry } from '@/products/products';
import { ROOT_DIR } from '../paths';

export interface DocumentedVersion {
  productName: string;
  landing: string;
  packageName: string;
  version: string;
  /** ISO date (YYYY-MM-DD), or null when the package's changelog does not name this version. */
  released: string | null;
  changelogUrl: string | null;
  olderVersions: readonly VersionEntry[];
}

interface PackageJson {
  version: string;
  repository?: string | { url?: string };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The date of the release that brought `version` of `packageName`, from the changelog the package
 * ships: the section headed with the version (`## 6.1.9`, `## v7.22.3`) or the section listing it
 * (`### \`@mui/joy@5.0.0-beta.45\``), whose date line reads `_Nov 27, 2024_`.
 */
export function releaseDate(
  changelog: string,
  packageName: string,
  version: string,
): string | null {
  const sections = changelog.split(/^(?=## )/m);
  const own = new RegExp(`^## v?${escapeRegExp(version)}\\s*$`, 'm');
  const listed = new RegExp(`^### \`${escapeRegExp(`${packageName}@${version}`)}\``, 'm');
  const section = sections.find((text) => own.test(text.split('\n')[0]!) || listed.test(text));
  const match = section?.match(/^_([A-Z][a-z]{2}) (\d{1,2}), (\d{4})_\s*$/m);
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!) + 1;
  if (month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** `https://github.com/owner/name` from a package.json `repository` field. */
export function repositoryUrl(repository: PackageJson['repository']): string | null {
  const url = typeof repository === 'string' ? repository : repository?.url;
  const match = url?.match(/github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?$/);
  return match ? `https://github.com/${match[1]}/${match[2]}` : null;
}

export function documentedVersions(
  nodeModules = path.join(ROOT_DIR, 'node_modules'),
): DocumentedVersion[] {
  return SITE_PRODUCTS.filter((product) => product.listed && product.packageName).map((product) => {
    const packageName = product.packageName!;
    const dir = path.join(nodeModules, packageName);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    const changelogFile = path.join(dir, 'CHANGELOG.md');
    const changelog = fs.existsSync(changelogFile) ? fs.readFileSync(changelogFile, 'utf8') : '';
    const repository = repositoryUrl(pkg.repository);
    return {
      productName: product.name,
      landing: product.landing,
      packageName,
      version: pkg.version,
      released: releaseDate(changelog, packageName, pkg.version),
      changelogUrl: repository ? `${repository}/blob/HEAD/CHANGELOG.md` : null,
      olderVersions: product.olderVersions,
    };
  });
}
