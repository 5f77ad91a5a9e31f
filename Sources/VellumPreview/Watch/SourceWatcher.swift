import Foundation

/// The Swift files of a package, by modification time and size, so a change (an edit, a new
/// file, a removed one) can be noticed by comparing two snapshots. Polls: it needs no
/// inotify, and a package's sources are a few hundred files at most.
struct SourceSnapshot: Equatable {
  var files: [String: [Double]] = [:]

  /// Every `.swift` file under `root`, skipping hidden folders (`.build`, `.git`).
  init(root: URL) {
    self.init(paths: [root])
  }

  /// The files named and every `.swift` file under the folders named, skipping hidden
  /// folders (`.build`, `.git`).
  init(paths: [URL]) {
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        record(path)
        continue
      }
      guard
        let enumerator = FileManager.default.enumerator(
          at: path, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey],
          options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in enumerator where url.pathExtension == "swift" { record(url) }
    }
  }

  init() {}

  private mutating func record(_ url: URL) {
    // A linked file changes where it points.
    let values = try? url.resolvingSymlinksInPath().resourceValues(forKeys: [
      .contentModificationDateKey, .fileSizeKey,
    ])
    files[url.path] = [
      values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? 0),
    ]
  }

  /// The files edited, added or removed since `old`.
  func changes(since old: SourceSnapshot) -> Set<String> {
    Set(files.keys.filter { old.files[$0] != files[$0] } + old.files.keys.filter { files[$0] == nil })
  }
}
