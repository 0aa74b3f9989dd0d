import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { memberAnchor, type ApiMember } from '@/docs/pageData';
import MarkdownHtml from '@/docs/MarkdownHtml';
import { useTranslate } from '@/i18n/I18nProvider';
import CopyButton from './CopyButton';
import TypeText from './TypeText';
import type { ApiView } from './useApiView';

function linkTo(id: string): string {
  return `${window.location.origin}${window.location.pathname}#${id}`;
}

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
      <CopyButton value={() => linkTo(id)} label={`${t('api.copyLink')}: ${member.name}`} />
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
  view,
  onViewChange,
}: {
  id: string;
  title: string;
  members: ApiMember[];
  view: ApiView;
  onViewChange: (view: ApiView) => void;
}) {
  const t = useTranslate();
  return (
    <section aria-labelledby={id}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <h2 id={id}>{title}</h2>
        {members.length ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label={t('api.view')}
            onChange={(_, next: ApiView | null) => {
              if (next) onViewChange(next);
            }}
          >
            <ToggleButton value="table">{t('api.tableView')}</ToggleButton>
            <ToggleButton value="list">{t('api.listView')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Box>
      {!members.length ? <p>{t('api.none')}</p> : null}
      {members.length && view === 'table' ? (
        <div className="api-table-scroll" data-api-view="table">
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
      {members.length && view === 'list' ? (
        <dl className="api-list" data-api-view="list">
          {members.map((member) => (
            <div key={member.name} className="api-list-item" data-member={member.name}>
              <dt>
                <MemberName member={member} id={memberAnchor(id, member.name)} />
              </dt>
              <dd>
                <div className="api-list-type">
                  {t('api.type')}: <TypeText type={member.type} />
                </div>
                {member.default !== null ? (
                  <div>
                    {t('api.default')}: <DefaultValue value={member.default} />
                  </div>
                ) : null}
                <Deprecation html={member.deprecatedHtml} />
                <MarkdownHtml html={member.descriptionHtml} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
