import Foundation
import Testing

@testable import VellumPreview

/// `vellum preview FOLDER` in an Xcode app compiles the files the app's target compiles:
/// the project's text format, its groups' paths, its build phases, Xcode 16's synchronized
/// folders with their exceptions, and which target a folder belongs to.
@Suite struct XcodeProjectTests {
  // MARK: The text format

  @Test func theTextFormatIsReadWithItsCommentsQuotesAndTrailingCommas() throws {
    let plist = try OpenStepPlist.parse(
      """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjects = {
      /* Begin PBXBuildFile section */
      \t\t0A1B /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0C2D /* Home.swift */; };
      /* End PBXBuildFile section */
      \t\t0C2D = {isa = PBXFileReference; path = "Home copy.swift"; sourceTree = "<group>"; };
      \t\tLIST = {files = ( 0A1B /* Home.swift in Sources */, 0A1C, ); empty = ( ); };
      \t};
      \tquoted = "a \\"b\\" \\\\ c\\n\\U00e9\\101";
      \tpath = System/Library/Frameworks/SwiftUI.framework;
      \tversion = 1.0-beta+2:$x_y;
      \tbytes = <0fbd 7A>;
      \tsingle = 'it is';
      \tnonASCII = café;
      \trootObject = 0E3F /* Project object */;
      }
      """)
    #expect(plist["archiveVersion"]?.string == "1")
    #expect(plist["classes"] == .dictionary([:]))
    #expect(plist["objects"]?["0A1B"]?["fileRef"]?.string == "0C2D", "a comment after a value is not part of it")
    #expect(plist["objects"]?["0C2D"]?["path"]?.string == "Home copy.swift")
    #expect(plist["objects"]?["0C2D"]?["sourceTree"]?.string == "<group>")
    #expect(plist["objects"]?["LIST"]?["files"]?.strings == ["0A1B", "0A1C"], "a trailing comma ends no item")
    #expect(plist["objects"]?["LIST"]?["empty"] == .array([]))
    #expect(plist["quoted"]?.string == "a \"b\" \\ c\né" + "A")
    #expect(plist["path"]?.string == "System/Library/Frameworks/SwiftUI.framework", "a bare path keeps its slashes")
    #expect(plist["version"]?.string == "1.0-beta+2:$x_y")
    #expect(plist["bytes"] == .data([0x0F, 0xBD, 0x7A]))
    #expect(plist["single"]?.string == "it is")
    #expect(plist["nonASCII"]?.string == "café")
    #expect(plist["rootObject"]?.string == "0E3F")
  }

  @Test func aTextThatIsNotAPropertyListSaysWhereItWentWrong() {
    func error(_ text: String) -> OpenStepPlist.ParseError? {
      do {
        _ = try OpenStepPlist.parse(text)
        return nil
      } catch {
        return error as? OpenStepPlist.ParseError
      }
    }
    #expect(error("{\n  a = b\n}")?.line == 3, "no ';' after a value, found on the next token's line")
    #expect(error("{\n  a = b\n}")?.message.contains("';'") == true)
    #expect(error("{\n\n  a = \"open;\n}")?.line == 3, "a quoted string that does not end: where it starts")
    #expect(error("{ a = ( b c ); }")?.message.contains("','") == true)
    #expect(error("{ a = b; /* open")?.message.contains("comment") == true)
    #expect(error("{ a = b; } extra")?.message.contains("after") == true)
    #expect(error("{ a = <0f1>; }")?.message.contains("odd") == true)
    #expect(error("{ a = ; }") != nil)
    #expect(error("{ a = b; ")?.message.contains("does not end") == true)
    #expect(error("") != nil)
  }
}
