import Foundation
import Testing

@testable import Vellum

/// The README copies no benchmark figure (they live in BENCHMARKS.md, which `Scripts/bench`
/// writes), and the counts it does give are the code's.
@Suite struct ReadmeNumbersTests {
  let readme: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  }()

  @Test func theSymbolCountIsTheTables() throws {
    let counts = readme.matches(of: /([0-9],?[0-9]{3}) (?:SF Symbol names|names \(`Scripts\/data\/symbols.txt`)/)
      .map { Int($0.output.1.replacingOccurrences(of: ",", with: "")) }
    #expect(counts.count == 2, "the README gives the symbol count in the SF Symbols row and the feature table")
    #expect(counts.allSatisfy { $0 == symbolTable.count }, "README: \(counts), table: \(symbolTable.count)")
  }

  @Test func noBenchmarkFigureIsCopied() throws {
    #expect(readme.contains("[`BENCHMARKS.md`](BENCHMARKS.md)"))
    // A figure in the README's own words would be a ratio against a peer or a timed loop.
    let copied = readme.matches(of: /[0-9.]+ ?× Taffy|[0-9.]+ µs per node|edit → PNG [0-9.]+ s/).map {
      String($0.output)
    }
    #expect(copied.isEmpty, "\(copied)")
  }
}
