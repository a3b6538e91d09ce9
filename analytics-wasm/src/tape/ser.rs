//! serde's data model onto the tape, with serde_json's choices (see the module above).

use std::fmt::{self, Display, Write as _};

use serde::ser::{self, Serialize};

use super::{op, Tape};

/// A value serde_json could not write either (a map key that is not a string or a number), or a
/// `Serialize` impl's own error.
#[derive(Debug)]
pub struct TapeError(pub String);

impl Display for TapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TapeError {}

impl ser::Error for TapeError {
    fn custom<T: Display>(message: T) -> Self {
        TapeError(message.to_string())
    }
}

type Result<T = ()> = std::result::Result<T, TapeError>;

/// An array or object being written: its count is filled in at the end.
pub struct Compound<'a> {
    tape: &'a mut Tape,
    at: usize,
    count: u32,
}

impl<'a> Compound<'a> {
    fn begin(tape: &'a mut Tape, code: u8) -> Self {
        let at = tape.begin(code);
        Compound { tape, at, count: 0 }
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.count += 1;
        value.serialize(&mut *self.tape)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.count += 1;
        self.tape.key(key);
        value.serialize(&mut *self.tape)
    }

    fn end(self) -> Result {
        self.tape.end(self.at, self.count);
        Ok(())
    }
}

impl Tape {
    /// `{variant: ...}`, serde_json's external tagging: opens the one-field object.
    fn variant(&mut self, variant: &'static str) {
        let at = self.begin(op::OBJECT);
        self.end(at, 1);
        self.key(variant);
    }
}

impl<'a> ser::Serializer for &'a mut Tape {
    type Ok = ();
    type Error = TapeError;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result {
        self.op(if v { op::TRUE } else { op::FALSE });
        Ok(())
    }

    fn serialize_i8(self, v: i8) -> Result {
        self.serialize_f64(f64::from(v))
    }

    fn serialize_i16(self, v: i16) -> Result {
        self.serialize_f64(f64::from(v))
    }

    fn serialize_i32(self, v: i32) -> Result {
        self.serialize_f64(f64::from(v))
    }

    fn serialize_i64(self, v: i64) -> Result {
        self.serialize_f64(v as f64)
    }

    fn serialize_u8(self, v: u8) -> Result {
        self.serialize_f64(f64::from(v))
    }

    fn serialize_u16(self, v: u16) -> Result {
        self.serialize_f64(f64::from(v))
    }

    fn serialize_u32(self, v: u32) -> Result {
        self.serialize_f64(f64::from(v))
    }

    fn serialize_u64(self, v: u64) -> Result {
        self.serialize_f64(v as f64)
    }

    fn serialize_f32(self, v: f32) -> Result {
        self.serialize_f64(f64::from(v))
    }

    fn serialize_f64(self, v: f64) -> Result {
        self.number(v);
        Ok(())
    }

    fn serialize_char(self, v: char) -> Result {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result {
        self.string(v);
        Ok(())
    }

    /// Written in place: months (`"2024-01"`) come through here, thousands per result.
    fn collect_str<T: Display + ?Sized>(self, value: &T) -> Result {
        let start = self.text.len();
        write!(self.text, "{value}").map_err(|_| TapeError("Display failed".into()))?;
        let index = self.end_string(start);
        self.op(op::STRING);
        self.refs.push(index);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result {
        let mut array = Compound::begin(self, op::ARRAY);
        for byte in v {
            array.element(byte)?;
        }
        array.end()
    }

    fn serialize_none(self) -> Result {
        self.serialize_unit()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result {
        self.op(op::NULL);
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result {
        self.serialize_unit()
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Result {
        v.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result {
        self.variant(variant);
        value.serialize(self)
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>> {
        Ok(Compound::begin(self, op::ARRAY))
    }

    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a>> {
        Ok(Compound::begin(self, op::ARRAY))
    }

    fn serialize_tuple_struct(self, _: &'static str, _len: usize) -> Result<Compound<'a>> {
        Ok(Compound::begin(self, op::ARRAY))
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(Compound::begin(self, op::ARRAY))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>> {
        Ok(Compound::begin(self, op::OBJECT))
    }

    fn serialize_struct(self, _: &'static str, _len: usize) -> Result<Compound<'a>> {
        Ok(Compound::begin(self, op::OBJECT))
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(Compound::begin(self, op::OBJECT))
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = TapeError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = TapeError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = TapeError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = TapeError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = TapeError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.field(key, value)
    }

    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = TapeError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.field(key, value)
    }

    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = TapeError;

    /// serde_json's keys: a string as it is, a number as its decimal text; anything else fails.
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result {
        self.count += 1;
        let ops = self.tape.ops.len();
        key.serialize(&mut *self.tape)?;
        match self.tape.ops[ops..] {
            // The string's index is already the next entry of `refs`, where the key belongs.
            [op::STRING] => {
                self.tape.ops.truncate(ops);
                Ok(())
            }
            [op::NUMBER] => {
                self.tape.ops.truncate(ops);
                let number = self.tape.numbers.pop().unwrap_or_default();
                let start = self.tape.text.len();
                write!(self.tape.text, "{number}").map_err(|_| TapeError("key".into()))?;
                let index = self.tape.end_string(start);
                self.tape.refs.push(index);
                Ok(())
            }
            _ => Err(TapeError("a map key must be a string or a number".into())),
        }
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        value.serialize(&mut *self.tape)
    }

    fn end(self) -> Result {
        Compound::end(self)
    }
}
