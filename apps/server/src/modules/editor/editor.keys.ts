/** Where the editor's files live; every key names its owner, so one user's file name never reaches another's. */
export const uploadKey = (userId: string, filename: string) => `private/edit-uploads/${userId}/${filename}`;
export const editInputKey = (userId: string, editId: string) => `private/edits/${userId}/${editId}-input.png`;
export const editMaskKey = (userId: string, editId: string) => `private/edits/${userId}/${editId}-mask.png`;
export const editResultKey = (userId: string, editId: string) => `private/edits/${userId}/${editId}.png`;
