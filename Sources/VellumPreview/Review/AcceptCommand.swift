import Foundation

/// `vellum accept REPORT_DIR`: a report's actual images (a CI job's downloaded report, or
/// the last local `verify`) become the local goldens, each accepted change listed.
struct AcceptCommand {
  static let help = """
    usage: vellum accept [REPORT_DIR] [options]

    Makes the actual image of every image that failed in a `verify` report its golden, and
    lists each change. REPORT_DIR is a report folder (default: .build/vellum-report), such as
    one downloaded from CI; goldens are written atomically, only into the goldens folder.
      --goldens DIR             golden folder (default: Goldens)
      --filter GLOB             only previews whose name matches (* and ?)
      --dry-run                 list what would be accepted; write nothing
    Exit codes: 0 done (also when nothing differs), 1 an image could not be accepted,
    2 usage error (no report there).
    """

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--goldens", "--filter"], switches: ["--help", "--dry-run"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    let acceptance = try GoldenAcceptance(args)
    let filter = args.value("--filter")
    func selected(_ entry: Report.Entry) -> Bool { filter.map { globMatches($0, entry.preview) } ?? true }
    let candidates = acceptance.candidates.filter { selected($0.entry) }
    var failed = 0
    for candidate in candidates {
      if args.has("--dry-run") {
        print("would accept \(candidate.golden) (\(candidate.change))")
        continue
      }
      do {
        print(try acceptance.accept(candidate))
      } catch let error as UsageError {
        failed += 1
        FileHandle.standardError.write(Data("cannot accept \(candidate.golden): \(error.message)\n".utf8))
      }
    }
    for entry in acceptance.unacceptable where selected(entry) {
      print("skipped \(entry.name): no image to accept (\(entry.summary))")
    }
    let count = candidates.count
    let verb = args.has("--dry-run") ? "would be accepted" : "accepted"
    print(
      count == 0
        ? "nothing to accept: no image differs in \(acceptance.reportFolder.path)"
        : "\(count - failed) of \(count) image\(count == 1 ? "" : "s") \(verb) into \(acceptance.goldens.path)")
    return failed == 0 ? 0 : 1
  }
}
