import Foundation
import Testing

@testable import VellumPreview

/// Reading SwiftPM's build description, as `vellum preview` does to compile files with
/// Vellum's flags and link them with Vellum's objects.
@Suite struct BuildDescriptionTests {
  static let sample = """
    client:
      name: basic
    commands:
      "C.App-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/p/Sources/App/A.swift","/b/debug/Modules/Kit.swiftmodule"]
        args: ["/opt/swift/usr/bin/swiftc","-module-name","App","-I","/b/debug/Modules","-target","x86_64-unknown-linux-gnu","-O","-g","-DDEBUG","-c","@/b/sources","-Xcc","-fmodule-map-file=/m.modulemap","-I/usr/include/cairo","-Xfrontend","-load-plugin-executable","-Xfrontend","/b/Macros#Macros","-swift-version","6"]

      "C.Kit-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/p/Sources/Kit/K.swift"]
        args: ["/opt/swift/usr/bin/swiftc","-module-name","Kit"]

      "C.Gallery-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/b/debug/Modules/App.swiftmodule"]
        args: ["/opt/swift/usr/bin/swiftc","-module-name","Gallery"]

      "C.tool-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/b/debug/App.build/A.swift.o","/b/debug/Kit.build/K.swift.o","/b/debug/CLib.build/c.c.o","/b/debug/Gallery.build/G.swift.o","/b/debug/tool.build/main.swift.o","/b/debug/tool.product/Objects.LinkFileList"]
        args: ["/opt/swift/usr/bin/swiftc","-lcairo","-L","/b/debug","-o","/b/debug/tool","-lspng","-g"]

    """

  let description = BuildDescription(
    commands: BuildDescription.parse(sample), triple: "x86_64-unknown-linux-gnu", configuration: "debug")

  @Test func compileFlagsKeepSearchPathsModuleMapsAndTheMacroPluginOnly() throws {
    let flags = try #require(description.compileFlags(like: "App"))
    #expect(
      flags == [
        "-I", "/b/debug/Modules", "-target", "x86_64-unknown-linux-gnu", "-g", "-DDEBUG", "-Xcc",
        "-fmodule-map-file=/m.modulemap", "-I/usr/include/cairo", "-Xfrontend", "-load-plugin-executable",
        "-Xfrontend", "/b/Macros#Macros",
      ])
    #expect(description.compileFlags(like: "Missing") == nil)
  }

  @Test func theLinkTakesTheObjectsOfTheModulesNeededAndCTargets() throws {
    #expect(description.dependencies(of: ["App"]) == ["App", "Kit"])
    let link = try #require(description.link(product: "tool", roots: ["App"]))
    #expect(
      link.objects == ["/b/debug/App.build/A.swift.o", "/b/debug/Kit.build/K.swift.o", "/b/debug/CLib.build/c.c.o"])
    #expect(link.flags == ["-lcairo", "-L", "/b/debug", "-lspng"])
    #expect(description.link(product: "other", roots: ["App"]) == nil)
  }

  /// The running test's own build folder has a description that `vellum preview` can use.
  @Test func thisBuildsDescriptionNamesVellumsFlagsAndObjects() throws {
    let description = try #require(BuildDescription.load(bin: CommandLineTests.binaries))
    let flags = try #require(description.compileFlags(like: "SwiftUI"))
    #expect(flags.contains { $0.contains("#VellumMacros") }, "the macro plugin, for #Preview")
    let link = try #require(description.link(product: "vellum", roots: FileCatalogBuild.roots))
    #expect(
      link.objects.contains { $0.contains("/SwiftUI.build/") }
        && link.objects.contains { $0.contains("/Vellum.build/") })
    #expect(!link.objects.contains { $0.contains("/VellumGallery.build/") }, "the gallery's previews stay out")
    #expect(link.flags.contains("-lcairo"))
  }
}
