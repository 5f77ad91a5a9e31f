import Foundation

/// The objects this `vellum` was linked from (Vellum, its frameworks, the catalog code) as one
/// shared library, linked once per build of Vellum and shared by every set of previewed
/// files. A catalog is then its files' objects linked against it: a link of a few objects
/// where linking every object again took most of an edit's time (0.8 of 2.1 s in a debug
/// build).
///
/// The library is linked with `-Bsymbolic`, so its own calls bind inside it when it loads.
/// It is replaced only when an object it was made from changed (a stamp of their paths, sizes
/// and modification times), written beside it and moved over it, so a catalog that is running
/// keeps the one it loaded.
struct PreviewRuntime {
  /// `<scratch>/vellum-file-preview/runtime-<configuration>`.
  let folder: URL

  static let name = "VellumPreviewRuntime"
  var library: URL { folder.appendingPathComponent("lib\(Self.name).so") }
  private var stampFile: URL { folder.appendingPathComponent("stamp") }

  /// The flags that link an executable against the library, found at run time by its path.
  var linkFlags: [String] {
    ["-L", folder.path, "-l\(Self.name)", "-Xlinker", "-rpath", "-Xlinker", folder.path]
  }

  /// Links the library from `objects` unless the one there was made from the same objects.
  func update(swiftc: String, objects: [String], flags: [String]) -> (ok: Bool, log: String) {
    guard let lock = BuildLock(folder: folder, waiting: "waiting for another vellum preview to link Vellum…")
    else { return (false, "cannot lock \(folder.path)") }
    defer { lock.release() }
    let stamp = Self.stamp(objects: objects, flags: flags)
    if FileManager.default.fileExists(atPath: library.path),
      FileManager.default.contents(atPath: stampFile.path) == Data(stamp.utf8)
    {
      return (true, "")
    }
    let linking = folder.appendingPathComponent("lib\(Self.name).linking.so")
    let result = FileCatalogBuild.run(
      swiftc, ["-emit-library", "-o", linking.path] + flags + objects + ["-Xlinker", "-Bsymbolic"])
    guard result.ok else { return result }
    guard rename(linking.path, library.path) == 0 else {
      return (false, "cannot move \(linking.path) to \(library.path): \(String(cString: strerror(errno)))")
    }
    do {
      try Data(stamp.utf8).write(to: stampFile, options: .atomic)
    } catch {
      return (false, "cannot write \(stampFile.path): \(error)")
    }
    return (true, result.log)
  }

  /// One line per object (path, size, modification time in nanoseconds), then the flags: a
  /// rebuilt object changes its time, an added or removed one the list.
  static func stamp(objects: [String], flags: [String]) -> String {
    var lines = objects.map { path -> String in
      var info = stat()
      guard stat(path, &info) == 0 else { return "\(path) missing" }
      let nanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
      return "\(path) \(info.st_size) \(nanoseconds)"
    }
    lines.append(flags.joined(separator: " "))
    return lines.joined(separator: "\n") + "\n"
  }
}
