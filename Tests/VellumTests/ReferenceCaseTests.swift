import Foundation
import Testing
import Vellum
import VellumCairo

/// Runs every reference case in `Cases/`: a view tree, a proposal, the expected frames of
/// the views that carry ids, and where the expectation comes from.
@Suite(.serialized)
struct ReferenceCaseTests {
  struct Case: CustomStringConvertible, @unchecked Sendable {
    let file: String
    let json: [String: Any]
    var description: String { file }
  }

  /// Every `.json` file in Cases; one that cannot be read or decoded is a case whose `json`
  /// is empty, so `everyCaseFileDecodes` names it instead of it being dropped.
  static let cases: [Case] = {
    guard let folder = Bundle.module.url(forResource: "Cases", withExtension: nil),
      let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }.map {
      let data = try? Data(contentsOf: $0)
      let json = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
      return Case(file: $0.lastPathComponent, json: json ?? [:])
    }
  }()

  /// The number of case files in the folder, counted apart from decoding them.
  static let fileCount: Int = {
    guard let folder = Bundle.module.url(forResource: "Cases", withExtension: nil) else { return 0 }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.count
  }()

  @Test func everyCaseFileDecodes() {
    #expect(Self.cases.count == Self.fileCount && Self.fileCount >= 135, "\(Self.fileCount) case files")
    for item in Self.cases {
      #expect(!item.json.isEmpty, "\(item.file) cannot be read or decoded")
    }
  }

  @Test func thereAreEnoughCases() {
    #expect(Self.cases.count >= 60)
    for item in Self.cases {
      #expect(item.json["provenance"] is String, "\(item.file) has no provenance")
    }
  }

  @Test(arguments: cases)
  func referenceCase(_ item: Case) throws {
    let view = try CaseView.view(item.json["view"] as Any)
    let proposal = item.json["proposal"] as? [Any] ?? []
    let size = ProposedViewSize(
      width: proposal.count > 0 ? CaseView.number(proposal[0]) : nil,
      height: proposal.count > 1 ? CaseView.number(proposal[1]) : nil)
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let snapshot = LayoutSnapshot(of: view, proposal: size, scale: 1, environment: environment)
    let expected = item.json["expect"] as? [String: [Any]] ?? [:]
    var failures: [String] = []
    for (id, values) in expected.sorted(by: { $0.key < $1.key }) {
      guard let frame = snapshot.frame(of: id) else {
        failures.append("\(id): no view carries this id")
        continue
      }
      let actual = [frame.minX, frame.minY, frame.width, frame.height]
      for (index, value) in values.enumerated() {
        guard let wanted = CaseView.number(value) else { continue }  // null: not checked
        if abs(actual[index] - wanted) > 0.01 || !actual[index].isFinite {
          failures.append(
            "\(id): expected \(values.map { CaseView.number($0).map { "\($0)" } ?? "_" }) got \(actual.map { "\($0)" })"
          )
          break
        }
      }
    }
    // Views that cannot carry an id (a navigation title is a `Text` value) are found by their text.
    for (text, values) in (item.json["expectText"] as? [String: [Any]] ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let frame = snapshot.frames(ofText: text).first else {
        failures.append("text \(text): not drawn")
        continue
      }
      let actual = [frame.minX, frame.minY, frame.width, frame.height]
      for (index, value) in values.enumerated() {
        guard let wanted = CaseView.number(value) else { continue }
        if abs(actual[index] - wanted) > 0.01 {
          failures.append("text \(text): expected \(values) got \(actual)")
          break
        }
      }
    }
    for id in item.json["absent"] as? [String] ?? [] where snapshot.frame(of: id) != nil {
      failures.append("\(id): expected not to be resolved")
    }
    if let size = item.json["size"] as? [Any] {
      let wanted = size.map(CaseView.number)
      if let w = wanted[0], abs(snapshot.size.width - w) > 0.01 {
        failures.append("root width \(snapshot.size.width) ≠ \(w)")
      }
      if let h = wanted[1], abs(snapshot.size.height - h) > 0.01 {
        failures.append("root height \(snapshot.size.height) ≠ \(h)")
      }
    }
    if let diagnostics = item.json["diagnostics"] as? Int {
      if snapshot.diagnostics.count < diagnostics {
        failures.append("expected a diagnostic, got \(snapshot.diagnostics)")
      }
    }
    #expect(
      failures.isEmpty,
      """
      \(item.file) (\(item.json["provenance"] ?? "")):
      \(failures.joined(separator: "\n"))
      input: \(item.json["view"] ?? "")
      actual tree:
      \(snapshot.description)
      """)
  }
}

/// One Pango engine for the tests of a process.
enum TestFonts {
  nonisolated(unsafe) static var shared: PangoTextEngine?
  static let lock = NSLock()
  static func engine() throws -> PangoTextEngine {
    try lock.withLock {
      if let shared { return shared }
      let engine = try PangoTextEngine()
      shared = engine
      return engine
    }
  }
}
