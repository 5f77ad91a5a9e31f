import Foundation
import Vellum
import VellumCairo
import VellumConformance

/// Renders the iOS conformance cases as their reference snapshots were taken, one PNG per
/// case with its laid-out tree (`CASE.layout.txt`), and `cases.json` with each case's canvas and known difference. `Scripts/conformance`
/// measures and compares them with the references.
///
///     vellum-conformance OUT_DIR [CASE ...]
@MainActor func run(_ arguments: [String]) -> Int32 {
  guard let out = arguments.first else {
    FileHandle.standardError.write(Data("usage: vellum-conformance OUT_DIR [CASE ...]\n".utf8))
    return 2
  }
  let wanted = Set(arguments.dropFirst())
  let known = Set(ConformanceCases.all.map(\.id))
  if let unknown = wanted.subtracting(known).sorted().first {
    FileHandle.standardError.write(Data("error: no conformance case named '\(unknown)'\n".utf8))
    return 2
  }
  let cases = ConformanceCases.all.filter { wanted.isEmpty || wanted.contains($0.id) }
  do {
    let folder = URL(fileURLWithPath: out)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let renderer = try ImageRenderer()
    var entries: [[String: Any]] = []
    for testCase in cases {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = testCase.dynamicTypeSize
      let scale = CGFloat(testCase.scale)
      let result = renderer.displayList(
        testCase.view(), size: ProposedViewSize(testCase.size), scale: scale, colorScheme: testCase.colorScheme,
        environment: environment, safeArea: testCase.safeArea)
      for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data("warning: \(testCase.id): \(diagnostic)\n".utf8))
      }
      let png = try renderer.encode(
        result.displayList, scale: scale, colorScheme: testCase.colorScheme, format: .png, preset: .fast,
        opaque: testCase.opaque)
      try writeAtomically(png, to: folder.appendingPathComponent("\(testCase.id).png"))
      // The laid-out tree beside the picture, for finding where a measured difference comes from.
      let layout = LayoutSnapshot(
        of: testCase.view(), proposal: ProposedViewSize(testCase.size), scale: scale,
        environment: renderer.environment(scale: scale, colorScheme: testCase.colorScheme, base: environment),
        safeArea: testCase.safeArea)
      try writeAtomically(
        Data(layout.description.utf8), to: folder.appendingPathComponent("\(testCase.id).layout.txt"))
      var entry: [String: Any] = [
        "id": testCase.id, "width": Double(testCase.size.width), "height": Double(testCase.size.height),
        "scale": testCase.scale,
      ]
      if let reason = testCase.knownDifference { entry["known_difference"] = reason }
      entries.append(entry)
    }
    let json = try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys])
    try writeAtomically(json, to: folder.appendingPathComponent("cases.json"))
    return 0
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return 1
  }
}

exit(MainActor.assumeIsolated { run(Array(CommandLine.arguments.dropFirst())) })
