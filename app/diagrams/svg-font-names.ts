// The family names an exported diagram's embedded label faces go by (app/diagrams/svg-font.ts): names
// no installed font has, so a viewer's own fonts cannot stand in for them. Apart from the module
// that fetches the faces so the tests can name them too.
export const EXPORT_FAMILIES = { latin: 'Tool Lab Diagram Latin', cjk: 'Tool Lab Diagram CJK' } as const;
