import { useParams } from '../../../shared/routing';
import { DeviceEditor } from './DeviceEditor';
import { EditingGate } from './EditingGate';
import { ItemEditor } from './ItemEditor';

/** /images/edit/:filename edits an item; /images/edit opens a picture from the device. */
export function EditorPage() {
  const { filename } = useParams();
  return (
    <EditingGate>
      {filename ? <ItemEditor key={filename} filename={filename} /> : <DeviceEditor />}
    </EditingGate>
  );
}
