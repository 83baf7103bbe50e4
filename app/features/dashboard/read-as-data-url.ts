/** A chosen file (or bytes made from one) as a data URL (`data:<its type>;base64,...`), the form the API takes files in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data')))
    reader.onerror = () => reject(reader.error ?? new Error('Cannot read the file'))
    reader.readAsDataURL(file)
  })
}
