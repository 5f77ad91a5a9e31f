import Vellum

/// ScanNow's settings `Form`: a text field, two menu pickers and a value row under "File";
/// two value rows and an image row under "About".
struct ScanNowSettings: View {
  var body: some View {
    Form {
      Section(header: Text("File")) {
        TextField("Filename", text: .constant(""))
        Picker("File suffix", selection: .constant("None")) {
          ForEach(["None", "Counter", "Date and time"], id: \.self) { Text($0) }
        }
        Picker("Format", selection: .constant("PDF")) {
          ForEach(["PDF", "JPEG", "PNG"], id: \.self) { Text($0) }
        }
        HStack {
          Text("Example")
          Spacer()
          Text("Scan.pdf")
        }
      }
      Section(header: Text("About")) {
        HStack {
          Text("Write to us")
          Spacer()
          Image(systemName: "envelope")
        }
        HStack {
          // The GitHub mark (an asset, 29 × 28 pt of dark ink): a ring of that size stands in.
          Circle().strokeBorder(Color(red: 0x24 / 255, green: 0x29 / 255, blue: 0x2F / 255), lineWidth: 4)
            .frame(width: 29.33, height: 28.33)
          Spacer()
          Text("WezSieTato/ScanNow")
        }
        HStack {
          Text("Version")
          Spacer()
          Text("1.0.0 (1)")
        }
      }
    }
  }
}

let scanNowSettingsIOS18 = ConformanceCase(
  "scannow-settings-ios18", width: 375, height: 812, safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0)
) { ScanNowSettings() }
