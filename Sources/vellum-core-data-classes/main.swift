import Foundation

// vellum-core-data-classes OUTPUT MODEL.xcdatamodeld…
//
// Writes the classes Xcode generates for the data models' entities whose code generation is
// "Class Definition" (the class and its properties) or "Category/Extension" (the
// properties), for Vellum's CoreData module. The output is rewritten only when its text changes.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: vellum-core-data-classes OUTPUT.swift MODEL.xcdatamodeld…\n".utf8))
  exit(2)
}
let output = URL(fileURLWithPath: arguments[0])
var models: [(name: String, model: DataModel)] = []
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  do {
    models.append((url.lastPathComponent, try DataModel(contentsOf: url)))
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
  }
}
let text = Data(ClassWriter.source(for: models).utf8)
if FileManager.default.contents(atPath: output.path) != text {
  do {
    try text.write(to: output, options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error.localizedDescription)\n".utf8))
    exit(1)
  }
}
