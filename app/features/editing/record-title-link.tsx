import { Link, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { directionOf, type Locale } from '../../../common/i18n/languages';
import { editingPath } from './entities';

/** A record's title, linking to its editor, written in the title's own language and direction. */
export function RecordTitleLink(props: {
  entity: string;
  reference: string;
  title: string;
  titleLang: Locale;
}) {
  const { lang } = useParams();
  return (
    <Link
      to={adminPath(lang, editingPath(props.entity, props.reference))}
      className="font-semibold text-teal-800 underline dark:text-teal-300"
      lang={props.titleLang}
      dir={directionOf(props.titleLang)}
    >
      {props.title}
    </Link>
  );
}
