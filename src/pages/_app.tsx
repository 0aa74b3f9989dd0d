import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@/docs/docs.css';
import '@/docs/api/api.css';
import '@/search/search.css';
import { DocsProvider } from '@/config/DocsProvider';
import { I18nProvider } from '@/i18n/I18nProvider';
import { CodePreferencesProvider } from '@/preferences/CodePreferencesProvider';
import { ThemeOptionsProvider } from '@/preferences/ThemeOptionsProvider';
import { ServiceWorkerRegistrar } from '@/offline/ServiceWorkerRegistrar';
import { ScrollToHash } from '@/shell/ScrollToHash';
import { Analytics } from '@/telemetry/Analytics';

export default function App(props: AppProps) {
  const { Component, pageProps } = props;
  const router = useRouter();
  return (
    <AppCacheProvider {...props}>
      <DocsProvider>
        <I18nProvider language="en">
          <ThemeOptionsProvider>
            <CodePreferencesProvider>
              <Component {...pageProps} />
              <Analytics route={router.asPath} />
              <ServiceWorkerRegistrar />
              <ScrollToHash />
            </CodePreferencesProvider>
          </ThemeOptionsProvider>
        </I18nProvider>
      </DocsProvider>
    </AppCacheProvider>
  );
}
