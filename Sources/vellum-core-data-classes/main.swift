import Foundation

// vellum-core-data-classes OUTPUT MODEL.xcdatamodeld… [--sources SOURCE.swift…]
//
// Writes the classes Xcode generates for the data models' entities whose code generation is
// "Class Definition" (the class and its properties) or "Category/Extension" (the
// properties), for Vellum's CoreData module, and the entity descriptions of the manual ones
// whose classes the sources declare. The output is rewritten only when its text changes.

let all = Array(CommandLine.arguments.dropFirst())
let split = all.firstIndex(of: "--sources") ?? all.endIndex
let arguments = Array(all[..<split])
guard arguments.count >= 2 else {
  FileHandle.standardError.write(
    Data("usage: vellum-core-data-classes OUTPUT.swift MODEL.xcdatamodeld… [--sources SOURCE.swift…]\n".utf8))
  exit(2)
}
let output = URL(fileURLWithPath: arguments[0])
let sources = all[split...].dropFirst().map { URL(fileURLWithPath: $0) }
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
// The models the app's containers load come first: their entities win over a stale model's.
let loaded = DeclaredClasses.containerNames(in: sources)
let ordered =
  models.filter { loaded.contains(($0.name as NSString).deletingPathExtension) }
  + models.filter { !loaded.contains(($0.name as NSString).deletingPathExtension) }
let text = Data(ClassWriter.source(for: ordered, declared: DeclaredClasses.names(in: sources)).utf8)
if FileManager.default.contents(atPath: output.path) != text {
  do {
    try text.write(to: output, options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error.localizedDescription)\n".utf8))
    exit(1)
  }
}
