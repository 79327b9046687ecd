import { scriptJson } from '../../../common/http/script-json';
import { useNonce } from '~/nonce';

/** schema.org data for search engines. `<` is escaped so no text can close the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  const json = scriptJson(data);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
