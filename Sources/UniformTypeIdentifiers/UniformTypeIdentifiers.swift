// `import UniformTypeIdentifiers` on Linux: `UTType` lives in Vellum (its file importers and
// exporters take types), which this module re-exports, so a file that imports
// UniformTypeIdentifiers for `UTType` compiles unchanged. Vellum's types come from a small
// table of the common public types (see `UTType`).
@_exported import Vellum
