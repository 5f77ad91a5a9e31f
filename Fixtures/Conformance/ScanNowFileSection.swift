import Vellum

/// ScanNow's "File" settings section on its own: the filename field, the suffix and format
/// menu pickers and the example file name the three make.
struct ScanNowFileSection: View {
  var filename: String
  var suffix: String
  var format: String
  var example: String

  var body: some View {
    Section(header: Text("File")) {
      TextField("Filename", text: .constant(filename))
      Picker("File suffix", selection: .constant(suffix)) {
        ForEach(["None", "Counter", "Date and time"], id: \.self) { Text($0) }
      }
      Picker("Format", selection: .constant(format)) {
        ForEach(["PDF", "JPEG", "PNG"], id: \.self) { Text($0) }
      }
      HStack {
        Text("Example")
        Spacer()
        Text(example)
      }
    }
  }
}

/// `scannow-file-section-counter-ios18`: the "File" section alone in a `Form`, filename "Scan"
/// with the counter suffix, in a fixed 375 x 240 frame with no safe area.
let scanNowFileSectionCounterIOS18 = ConformanceCase(
  "scannow-file-section-counter-ios18", width: 375, height: 240, safeArea: EdgeInsets(),
  knownDifference: "With no safe area iOS puts the first card 38.67 below the top, 1.33 lower than under a safe "
    + "area; Vellum uses 37.33 for both"
) {
  Form {
    ScanNowFileSection(filename: "Scan", suffix: "Counter", format: "PDF", example: "Scan_0.pdf")
  }
}
