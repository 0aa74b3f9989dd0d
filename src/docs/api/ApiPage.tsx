import type { ReactNode } from 'react';
import type { ApiPageData } from '@/model/pageData';
import { I18nProvider, useTranslate } from '@/i18n/I18nProvider';
import { dictionaries } from '@/i18n/translations';
import CopyButton from './CopyButton';
import CssVariablesSection from './CssVariablesSection';
import MembersSection from './MembersSection';

function MarkdownHtml({ html }: { html: string }) {
  return <div className="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The body of an API reference page, rendered to static HTML (no hydration): everything on it comes
 * from the page data built from the type definitions. The table/list switch and the copy buttons
 * work through the shell's scripts.
 */
interface ApiPageProps {
  page: ApiPageData;
  /** Static HTML shown under the import lines (the component's bundle size). */
  importNote?: ReactNode;
}

export default function ApiPage(props: ApiPageProps) {
  return (
    <I18nProvider language="en" dictionaries={dictionaries}>
      <ApiPageBody {...props} />
    </I18nProvider>
  );
}

function ApiPageBody({ page, importNote }: ApiPageProps) {
  const t = useTranslate();
  const { api } = page;
  const members = (id: string, title: string, list: ApiPageData['api']['props']) => (
    <MembersSection id={id} title={title} members={list} />
  );
  return (
    <>
      <div className="markdown-body api-page">
        {api.demos.length ? (
          <section aria-labelledby="demos">
            <h2 id="demos">{t('api.demos')}</h2>
            <ul>
              {api.demos.map((demo) => (
                <li key={demo.pathname}>
                  <a href={demo.pathname}>{demo.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="import">
          <h2 id="import">{t('api.import')}</h2>
          <MarkdownHtml html={api.importHtml} />
          {importNote}
        </section>

        {api.entryKind === 'component' ? members('props', t('api.props'), api.props) : null}
        {api.entryKind === 'component' ? (
          <p>{api.forwardsRef ? t('api.refForwarded') : t('api.refNotForwarded')}</p>
        ) : null}
        {api.parameters ? members('parameters', t('api.parameters'), api.parameters) : null}
        {api.returnValue ? members('return-value', t('api.returnValue'), api.returnValue) : null}
        {api.entryKind === 'interface'
          ? members('properties', t('api.properties'), api.props)
          : null}

        {api.inherits ? (
          <section aria-labelledby="inheritance">
            <h2 id="inheritance">{t('api.inheritance')}</h2>
            {api.entryKind === 'interface' ? (
              <p>
                {t('api.interfaceInheritsBefore')}{' '}
                <a href={api.inherits.pathname}>
                  <code>{api.inherits.title}</code>
                </a>{' '}
                {t('api.interfaceInheritsAfter')}
              </p>
            ) : (
              <p>
                {t('api.inheritsBefore')}{' '}
                <a href={api.inherits.pathname}>
                  <code>{api.inherits.title}</code>
                </a>{' '}
                {t('api.inheritsAfter')}
              </p>
            )}
          </section>
        ) : null}

        {api.themeName ? (
          <section aria-labelledby="theme-default-props">
            <h2 id="theme-default-props">{t('api.themeDefaultProps')}</h2>
            <p>
              {t('api.themeBefore')} <code>{api.themeName}</code>. {t('api.themeAfter')}
            </p>
          </section>
        ) : null}

        {api.slots.length ? (
          <section aria-labelledby="slots">
            <h2 id="slots">{t('api.slots')}</h2>
            <div className="api-table-scroll">
              <table className="api-table">
                <thead>
                  <tr>
                    <th scope="col">{t('api.slotName')}</th>
                    <th scope="col">{t('api.className')}</th>
                    <th scope="col">{t('api.default')}</th>
                    <th scope="col">{t('api.description')}</th>
                  </tr>
                </thead>
                <tbody>
                  {api.slots.map((slot) => (
                    <tr key={slot.name}>
                      <th scope="row" id={`slots-${slot.name}`}>
                        <code>{slot.name}</code>
                      </th>
                      <td>{slot.className ? <code>.{slot.className}</code> : null}</td>
                      <td>{slot.default ? <code>{slot.default}</code> : null}</td>
                      <td>
                        <MarkdownHtml html={slot.descriptionHtml} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        {api.classes.length ? (
          <section aria-labelledby="css-classes">
            <h2 id="css-classes">{t('api.cssClasses')}</h2>
            <div className="api-table-scroll">
              <table className="api-table">
                <thead>
                  <tr>
                    <th scope="col">{t('api.className')}</th>
                    <th scope="col">{t('api.ruleName')}</th>
                    <th scope="col">{t('api.description')}</th>
                  </tr>
                </thead>
                <tbody>
                  {api.classes.map((cssClass) => (
                    <tr key={cssClass.key}>
                      <th scope="row" id={`classes-${cssClass.key}`}>
                        <span className="api-name">
                          <code>.{cssClass.className}</code>
                          <CopyButton
                            value={cssClass.className}
                            label={`${t('api.copyClassName')}: ${cssClass.className}`}
                          />
                        </span>
                      </th>
                      <td>
                        <code>{cssClass.key}</code>
                      </td>
                      <td>
                        {cssClass.deprecatedHtml !== null ? (
                          <div className="api-deprecated">
                            <strong>{t('api.deprecated')}</strong>
                            <MarkdownHtml html={cssClass.deprecatedHtml} />
                          </div>
                        ) : null}
                        <MarkdownHtml html={cssClass.descriptionHtml} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        {api.cssVariables ? <CssVariablesSection data={api.cssVariables} /> : null}
      </div>
    </>
  );
}
