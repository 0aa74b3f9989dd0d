import { memberAnchor } from '@/model/memberAnchor';
import type { ApiMember } from '@/model/apiReference';
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
  return value === null ? <span aria-hidden>—</span> : <code>{value}</code>;
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
                <tr key={member.name} data-member={member.name}>
                  <th scope="row">
                    <MemberName member={member} id={memberAnchor(id, member.name)} />
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
