import AppIntents
import Foundation
import Testing
import UniformTypeIdentifiers

/// A migrated SiriKit intent that takes and returns files and says how the system may
/// suggest it, as a sprite-sheet cutter declares it (sixteenth round).
@Suite struct PredictableIntentTests {
  struct CutSprites: AppIntent, CustomIntentMigratedAppIntent, PredictableIntent {
    static let intentClassName = "CutSpritesIntent"
    static var title: LocalizedStringResource { "Cut Sprites" }

    @Parameter(title: "Image") var image: IntentFile?
    @Parameter(title: "Width", default: 16) var width: Int?

    static var predictionConfiguration: some IntentPredictionConfiguration {
      IntentPrediction(parameters: (\.$image, \.$width)) { image, width in
        DisplayRepresentation(title: "Cut \(image!) into \(width!)-point sprites", subtitle: "Sprites")
      }
      IntentPrediction(parameters: \.$image) { image in DisplayRepresentation(title: "Cut \(image!)") }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[IntentFile]> {
      guard let data = image?.data, !data.isEmpty else { return .result(value: []) }
      return .result(value: [IntentFile(data: data.prefix(2), filename: "Sprite", type: .png)])
    }
  }

  @Test func aFileIntentRunsAndItsPredictionsAreKept() async throws {
    #expect(CutSprites.intentClassName == "CutSpritesIntent")
    let predictions = try #require(CutSprites.predictionConfiguration as? IntentPredictions<CutSprites>)
    #expect(predictions.predictions.map(\.parameterCount) == [2, 1])
    let intent = CutSprites()
    intent.image = IntentFile(data: Data([1, 2, 3]), filename: "sheet.png", type: .png)
    let result = try await intent.perform()
    #expect(result.value?.first?.data == Data([1, 2]) && result.value?.first?.type == .png)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intent-file-\(UUID())")
    try Data("hi".utf8).write(to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let onDisk = IntentFile(fileURL: folder)
    #expect(onDisk.filename == folder.lastPathComponent && onDisk.data == Data("hi".utf8))
    #expect(try await onDisk.data(contentType: .plainText) == Data("hi".utf8))
    let title = DisplayRepresentation(title: "Cut \(onDisk)").title
    #expect(String(localized: title).hasSuffix(folder.lastPathComponent), "\(title)")
  }
}
