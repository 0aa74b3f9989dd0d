import { memberAnchor } from '@/model/memberAnchor';
import type { ApiMember, ApiReplacement } from '@/model/apiReference';
import MarkdownHtml from '@/docs/MarkdownHtml';
import { useTranslate } from '@/i18n/I18nProvider';
import CopyButton from './CopyButton';
import TypeText from './TypeText';

function MemberName({ member, id }: { member: ApiMember; id: string }) {
  const t = useTranslate();
  return (
    <span className="api-name">
      <a id={id} href={`#${id}`} className="api-anchor">
        <code>{member.name}</code>
      </a>
      {member.required ? (
        <abbr className="api-required" title={t('api.required')}>
          *
        </abbr>
      ) : null}
      <CopyButton value={id} anchor label={`${t('api.copyLink')}: ${member.name}`} />
    </span>
  );
}

/**
 * Beside a deprecated member's name: the tag and what to use instead, linked to that prop's row
 * when it is one of this section's (`slots.transition` → #props-slots).
 */
function DeprecatedTag({
  replacedBy,
  section,
  names,
}: {
  replacedBy: ApiReplacement | null;
  section: string;
  names: ReadonlySet<string>;
}) {
  const t = useTranslate();
  const root = replacedBy?.code ? /^[\w$]+/.exec(replacedBy.text)?.[0] : undefined;
  const replacement = replacedBy?.code ? <code>{replacedBy.text}</code> : replacedBy?.text;
  return (
    <span className="api-deprecated-tag">
      <span className="api-deprecated-label">{t('api.deprecated')}</span>
      {replacedBy ? (
        <span className="api-replaced-by">
          {t('api.useInstead')}{' '}
          {root && names.has(root) ? (
            <a href={`#${memberAnchor(section, root)}`}>{replacement}</a>
          ) : (
            replacement
          )}
        </span>
      ) : null}
    </span>
  );
}

function Deprecation({ html }: { html: string | null }) {
  const t = useTranslate();
  if (html === null) return null;
  return (
    <div className="api-deprecated">
      <strong>{t('api.deprecated')}</strong>
      {html ? <MarkdownHtml html={html} /> : null}
    </div>
  );
}

function DefaultValue({ value }: { value: string | null }) {
  return value === null ? <span aria-hidden>—</span> : <code className="api-default">{value}</code>;
}

export default function MembersSection({
  id,
  title,
  members,
}: {
  id: string;
  title: string;
  members: ApiMember[];
}) {
  const t = useTranslate();
  const names = new Set(members.map((member) => member.name));
  return (
    <section aria-labelledby={id}>
      <div className="api-section-head">
        <h2 id={id}>{title}</h2>
        {members.length ? (
          <div className="api-view-switch" role="group" aria-label={t('api.view')}>
            <button type="button" data-api-view-choice="table" aria-pressed="true">
              {t('api.tableView')}
            </button>
            <button type="button" data-api-view-choice="list" aria-pressed="false">
              {t('api.listView')}
            </button>
          </div>
        ) : null}
      </div>
      {!members.length ? <p>{t('api.none')}</p> : null}
      {members.length ? (
        <div className="api-table-scroll">
          <table className="api-table">
            <thead>
              <tr>
                <th scope="col">{t('api.name')}</th>
                <th scope="col">{t('api.type')}</th>
                <th scope="col">{t('api.default')}</th>
                <th scope="col">{t('api.description')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr
                  key={member.name}
                  data-member={member.name}
                  className={member.deprecatedHtml === null ? undefined : 'api-member-deprecated'}
                >
                  <th scope="row">
                    <MemberName member={member} id={memberAnchor(id, member.name)} />
                    {member.deprecatedHtml === null ? null : (
                      <DeprecatedTag
                        replacedBy={member.replacedBy ?? null}
                        section={id}
                        names={names}
                      />
                    )}
                  </th>
                  <td>
                    <TypeText type={member.type} />
                  </td>
                  <td>
                    <DefaultValue value={member.default} />
                  </td>
                  <td>
                    <Deprecation html={member.deprecatedHtml} />
                    <MarkdownHtml html={member.descriptionHtml} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
