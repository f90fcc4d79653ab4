import { useTranslation } from '../../lib/i18n';

/** What a distribution handed out, one line per item: "50 packs rice". */
export function DistributionItems({ items }: { items: { item: string; unit: string; quantity: number }[] }) {
  const { t } = useTranslation();
  return (
    <ul className="list-inside list-disc text-sm text-stone-800">
      {items.map((row) => (
        <li key={`${row.item}|${row.unit}`} className="break-words">
          {t('whereItWentPages.itemLine', {
            quantity: row.quantity.toLocaleString('en-PH'),
            unit: row.unit,
            item: row.item,
          })}
        </li>
      ))}
    </ul>
  );
}
