import Foundation

/// A package's C target (a parser's `cmark_gfm`, an atomics shim) compiled for a preview as
/// SwiftPM compiles it: each `.c` file by the toolchain's clang, with the target's public
/// headers and its written-out `cSettings` defines, and a module map Swift imports it by. The
/// module map is the target's own `include/module.modulemap`, else one SwiftPM would make: an
/// umbrella header named like the module, else the headers' folder as an umbrella.
struct CTargetBuild {
  let module: LocalModule
  let target: LocalModule.CTarget
  /// Where its objects and module map go.
  let folder: URL
  let clang: String

  /// The Swift flags that make the module importable.
  var swiftFlags: [String] {
    ["-Xcc", "-fmodule-map-file=\(moduleMap.path)", "-Xcc", "-I\(target.headers.path)"]
  }

  var moduleMap: URL { ownModuleMap ?? folder.appendingPathComponent("module.modulemap") }

  /// The target's own module map, if it has one.
  var ownModuleMap: URL? {
    let own = target.headers.appendingPathComponent("module.modulemap")
    return FileManager.default.fileExists(atPath: own.path) ? own : nil
  }

  /// Compiles what changed; `includes` are other C targets' header folders, which its sources
  /// may include (a package's extensions target includes its core's headers).
  func run(includes: [URL]) -> (ok: Bool, log: String, objects: [String]) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      if ownModuleMap == nil {
        let text = Data(generatedModuleMap.utf8)
        if manager.contents(atPath: moduleMap.path) != text { try text.write(to: moduleMap, options: .atomic) }
      }
    } catch {
      return (false, "cannot write \(folder.path): \(error.localizedDescription)", [])
    }
    let headers = LocalModule.files(in: module.folder, extensions: ["h", "inc", "def"])
    let flags =
      ["-c", "-fPIC", "-O0", "-w", "-std=gnu11", "-I", target.headers.path, "-I", module.folder.path]
      + (target.searchPaths + includes).flatMap { ["-I", $0.path] } + target.defines.map { "-D\($0)" }
    var objects: [String] = []
    var log = ""
    for (index, source) in target.sources.enumerated() {
      let object = folder.appendingPathComponent("\(index)-\(source.deletingPathExtension().lastPathComponent).o")
      objects.append(object.path)
      guard FileCatalogBuild.isStale(object, comparedWith: [source] + headers) else { continue }
      let result = FileCatalogBuild.run(clang, flags + [source.path, "-o", object.path])
      log += result.log
      guard result.ok else { return (false, log, objects) }
    }
    return (true, log, objects)
  }

  /// The module map SwiftPM makes for a target without one.
  var generatedModuleMap: String {
    let manager = FileManager.default
    let umbrella = [
      target.headers.appendingPathComponent("\(module.name).h"),
      target.headers.appendingPathComponent(module.name).appendingPathComponent("\(module.name).h"),
    ].first { manager.fileExists(atPath: $0.path) }
    if let umbrella {
      return "module \(module.name) {\n  umbrella header \"\(umbrella.path)\"\n  export *\n}\n"
    }
    if manager.fileExists(atPath: target.headers.path) {
      return "module \(module.name) {\n  umbrella \"\(target.headers.path)\"\n  export *\n}\n"
    }
    return "module \(module.name) {\n  export *\n}\n"
  }
}
