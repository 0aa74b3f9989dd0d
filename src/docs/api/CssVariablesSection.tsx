import { Fragment, type ReactNode } from 'react';
import type {
  ApiCssVariableData,
  ApiCssVariableSetData,
  ApiCssVariablesData,
  ApiSlotRef,
} from '@/model/apiReference';
import { useTranslate } from '@/i18n/I18nProvider';
import { cssVariableAnchor } from '@/model/memberAnchor';
import CopyButton from './CopyButton';

function SlotList({ slots }: { slots: readonly ApiSlotRef[] }) {
  return slots.map((slot, index) => (
    <Fragment key={slot.name}>
      {index > 0 ? ', ' : null}
      {slot.href ? (
        <a href={slot.href}>
          <code>{slot.name}</code>
        </a>
      ) : (
        <code>{slot.name}</code>
      )}
    </Fragment>
  ));
}

function VariableName({ name, anchored }: { name: string; anchored: boolean }) {
  const t = useTranslate();
  return (
    <span className="api-name">
      <code>{name}</code>
      {anchored ? <CopyButton value={name} label={`${t('api.copyVariable')}: ${name}`} /> : null}
    </span>
  );
}

function Table({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <div className="api-table-scroll">
      <table className="api-table">
        <thead>
          <tr>
            {head.map((cell) => (
              <th scope="col" key={cell}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function ReadTable({ list, anchored }: { list: readonly ApiCssVariableData[]; anchored: boolean }) {
  const t = useTranslate();
  return (
    <Table head={[t('api.variable'), t('api.readBy'), t('api.fallback'), t('api.declaredOn')]}>
      {list.map((variable) => (
        <tr key={variable.name}>
          <th scope="row" id={anchored ? cssVariableAnchor(variable.name) : undefined}>
            <VariableName name={variable.name} anchored={anchored} />
          </th>
          <td>
            <SlotList slots={variable.slots} />
          </td>
          <td>
            {variable.fallbacks.map((fallback, index) => (
              <Fragment key={fallback}>
                {index > 0 ? ', ' : null}
                <code>{fallback}</code>
              </Fragment>
            ))}
          </td>
          <td>
            <SlotList slots={variable.declaredOn} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function SetTable({ list }: { list: readonly ApiCssVariableSetData[] }) {
  const t = useTranslate();
  return (
    <Table head={[t('api.variable'), t('api.setOn')]}>
      {list.map((variable) => (
        <tr key={variable.name}>
          <th scope="row">
            <code>{variable.name}</code>
          </th>
          <td>
            <SlotList slots={variable.slots} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * The CSS variables section of a Joy UI component's API page: the variables its compiled styles
 * read (its own, then other components'), and those it sets for nested components.
 */
export default function CssVariablesSection({ data }: { data: ApiCssVariablesData }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="css-variables">
      <h2 id="css-variables">{t('api.cssVariables')}</h2>
      <p>{t('api.cssVariablesIntro')}</p>
      {data.own.length ? (
        <>
          <h3 id="css-variables-own">{t('api.cssVariablesOwn')}</h3>
          <p>{t('api.cssVariablesOwnIntro')}</p>
          <ReadTable list={data.own} anchored />
        </>
      ) : null}
      {data.others.length ? (
        <>
          <h3 id="css-variables-others">{t('api.cssVariablesOthers')}</h3>
          <p>{t('api.cssVariablesOthersIntro')}</p>
          <ReadTable list={data.others} anchored={false} />
        </>
      ) : null}
      {data.forChildren.length ? (
        <>
          <h3 id="css-variables-children">{t('api.cssVariablesChildren')}</h3>
          <p>{t('api.cssVariablesChildrenIntro')}</p>
          <SetTable list={data.forChildren} />
        </>
      ) : null}
    </section>
  );
}
