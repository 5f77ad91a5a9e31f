import Foundation

/// The Swift files of a package, by modification time and size, so a change (an edit, a new
/// file, a removed one) can be noticed by comparing two snapshots. Polls: it needs no
/// inotify, and a package's sources are a few hundred files at most.
struct SourceSnapshot: Equatable {
  var files: [String: [Double]] = [:]

  /// Every `.swift` file under `root`, skipping hidden folders (`.build`, `.git`).
  init(root: URL) {
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey],
        options: [.skipsHiddenFiles])
    else { return }
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      // A linked file (`vellum preview`) changes where it points.
      let values = try? url.resolvingSymlinksInPath().resourceValues(forKeys: [
        .contentModificationDateKey, .fileSizeKey,
      ])
      files[url.path] = [
        values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? 0),
      ]
    }
  }

  init() {}
}
