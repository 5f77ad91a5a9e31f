import Foundation
import Testing
import VellumCairo
import UniformTypeIdentifiers

@testable import Vellum

/// `UTType` from Vellum's table, and the file importer, exporter and document types, which
/// are accepted and draw nothing.
@Suite struct UniformTypeIdentifiersTests {
  @Test func conformanceFollowsTheTable() {
    #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
    #expect(!UTType.png.conforms(to: .text) && !UTType.image.conforms(to: .png))
    #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data) && UTType.json.conforms(to: .item))
    #expect(UTType.swiftSource.conforms(to: .plainText) && UTType.video.conforms(to: .movie))
    #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
    #expect(UTType.pdf.supertypes == [.data, .item, .compositeContent, .content])
    #expect(UTType.image.isSupertype(of: .heic) && !UTType.png.isSubtype(of: .png))
  }

  @Test func typesComeFromTheirTags() throws {
    #expect(UTType(filenameExtension: "png") == .png)
    #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType(mimeType: "TEXT/CSV") == .commaSeparatedText)
    #expect(UTType.zip.preferredMIMEType == "application/zip" && UTType.data.preferredFilenameExtension == nil)
    #expect(UTType("public.plain-text") == .plainText && UTType("com.example.nothing") == nil)
    let unknown = try #require(UTType(filenameExtension: "inkdoc"))
    #expect(unknown.isDynamic && unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "inkdoc")
  }

  @Test func declaredTypesConformToTheirParent() {
    let sketch = UTType(exportedAs: "com.example.sketch", conformingTo: .json)
    #expect(sketch.identifier == "com.example.sketch" && sketch.isDeclared)
    #expect(sketch.conforms(to: .text) && sketch.conforms(to: .item) && !sketch.conforms(to: .image))
    let layered = UTType(importedAs: "com.example.layered", conformingTo: sketch)
    #expect(layered.conforms(to: .data), "conformance goes through a declared parent's own parents")
    #expect(UTType(exportedAs: "public.png") == .png && UTType(exportedAs: "public.png").conforms(to: .image))
  }

  struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
      guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
      text = String(decoding: data, as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  struct NotesScreen: View {
    @State private var importing = true
    @State private var exporting = true
    var body: some View {
      Text("Notes")
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .json]) { _ in }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.image], allowsMultipleSelection: true) { _ in }
        .fileExporter(isPresented: $exporting, document: NoteDocument(text: "Hi"), contentType: .plainText) { _ in }
        .fileMover(isPresented: $exporting, file: URL(fileURLWithPath: "/tmp/a.txt")) { _ in }
    }
  }

  /// A presented importer, exporter or mover draws nothing: the screen under it is drawn.
  @Test func presentedFileDialogsDrawTheScreenUnderThem() throws {
    let renderer = try ImageRenderer()
    let size = ProposedViewSize(width: 393, height: 852)
    let dialogs = renderer.displayList(NotesScreen(), size: size).displayList.description
    #expect(dialogs == renderer.displayList(Text("Notes"), size: size).displayList.description)
  }

  @Test func documentsRoundTripThroughFileWrappers() throws {
    #expect(NoteDocument.writableContentTypes == [.plainText])
    let written = try NoteDocument(text: "Shopping").fileWrapper(
      configuration: FileDocumentWriteConfiguration(contentType: .plainText, existingFile: nil))
    let read = try NoteDocument(configuration: FileDocumentReadConfiguration(contentType: .plainText, file: written))
    #expect(read.text == "Shopping")

    let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": written])
    #expect(folder.isDirectory && !folder.isRegularFile && written.filename == "a.txt")
    #expect(folder.addRegularFile(withContents: Data([1]), preferredFilename: "a.txt") == "a.txt 2")
    #expect(folder.fileWrappers?.keys.sorted() == ["a.txt", "a.txt 2"])
    folder.removeFileWrapper(written)
    #expect(folder.fileWrappers?.keys.sorted() == ["a.txt 2"])
  }
}
