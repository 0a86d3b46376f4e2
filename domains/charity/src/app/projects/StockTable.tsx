import { EmptyState } from '@backoffice/ui/EmptyState';
import * as screen from '../shared/screen.css';
import * as styles from './projects.css';
import { useProjectView } from './projectsApi';
import type { Project, ProjectStockLine } from './projectTypes';
import { ViewPending } from './ViewPending';

const count = (value: number, unit: string) => `${value.toLocaleString('en-US')} ${unit}`;

/**
 * What the saved package takes from stock for the project's beneficiaries: per item, what each
 * receives, what all of them need, what was handed out, what is still needed and what is on
 * hand; an item short of what is still needed is marked and says by how much.
 */
export function StockTable({ project, caption }: { project: Project; caption: string }) {
  const stock = useProjectView(project, 'stock');
  if (!stock.data) {
    return <ViewPending failed={Boolean(stock.error)} lines={3} label="Loading the stock" />;
  }
  const lines: ProjectStockLine[] = stock.data;
  if (lines.length === 0) {
    return (
      <EmptyState
        size="sm"
        headingLevel={4}
        title="No package yet"
        description="What the package needs from stock shows here once it is saved."
      />
    );
  }
  const short = lines.filter((line) => line.short > 0);
  return (
    <>
      {short.length > 0 && (
        <p className={screen.alert}>
          {short.length === 1 ? '1 item is' : `${short.length} items are`} short of what the
          beneficiaries still need: record a purchase or a donation before handing over.
        </p>
      )}
      <div className={screen.scroll}>
        <table className={screen.table}>
          <caption className={screen.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={screen.number}>
                Each
              </th>
              <th scope="col" className={screen.number}>
                Needed
              </th>
              <th scope="col" className={screen.number}>
                Handed out
              </th>
              <th scope="col" className={screen.number}>
                Still needed
              </th>
              <th scope="col" className={screen.number}>
                On hand
              </th>
              <th scope="col" className={screen.number}>
                Short
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.package_item_id} className={line.short > 0 ? styles.short : undefined}>
                <th scope="row">{line.name}</th>
                <td className={screen.number}>{count(line.quantity, line.unit)}</td>
                <td className={screen.number}>{count(line.needed, line.unit)}</td>
                <td className={screen.number}>{count(line.handed_out, line.unit)}</td>
                <td className={screen.number}>{count(line.still_needed, line.unit)}</td>
                <td className={screen.number}>{count(line.on_hand, line.unit)}</td>
                <td className={screen.number}>
                  {line.short > 0 ? `Short by ${count(line.short, line.unit)}` : 'Enough'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
